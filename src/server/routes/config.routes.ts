import { Hono } from 'hono'

import type { PublicConfig } from '#shared/schemas/config.ts'

import type { AppEnv } from '../http/app-env.ts'
import { route } from './api-operation.ts'
import { publicConfig } from './config.operations.ts'

/** What the app needs to know at run time: the bot check and where its forms go. */
export type { PublicConfig }

export function configRoutes(config: PublicConfig) {
  const body = JSON.stringify(config)
  return route(new Hono<AppEnv>(), publicConfig, (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' })
  })
}
