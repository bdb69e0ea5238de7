/**
 * npm run icons: renders public/icon.svg into the PNG icons the manifest and iOS need, with the
 * distribution's Chromium (CHROMIUM_PATH). Run it after changing the SVG and commit the PNGs:
 * the build only copies them, so builds need no browser. With pngquant and optipng installed
 * (Debian packages of those names) the PNGs are shrunk to about a quarter: every visitor's
 * service worker downloads them.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts'

const publicDir = path.resolve(import.meta.dirname, '../public')
const svg = readFileSync(path.join(publicDir, 'icon.svg'), 'utf8')
const background = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#0b1220'
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`

// Maskable icons are cropped to a circle or squircle by the launcher: the artwork must sit in the
// middle 80%, on a background that fills the whole square.
const icons = [
  { file: 'icon-192.png', size: 192, inset: 0 },
  { file: 'icon-512.png', size: 512, inset: 0 },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.14 },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.06 },
]

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
})
try {
  for (const { file, size, inset } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    const pad = Math.round(size * inset)
    await page.setContent(
      `<body style="margin:0;background:${inset ? background : 'transparent'}">` +
        `<img src="${dataUrl}" style="display:block;margin:${pad}px;width:${size - 2 * pad}px;height:${size - 2 * pad}px"></body>`,
    )
    await page.screenshot({ path: path.join(publicDir, file), omitBackground: inset === 0 })
    await page.close()
    shrink(path.join(publicDir, file))
    console.log(`public/${file} ${size}x${size}`)
  }
  // The default link-preview image (Open Graph and Twitter cards want 1200x630).
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  await page.setContent(`<body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;gap:64px;padding:0 96px;box-sizing:border-box;background:${background};font-family:'DejaVu Sans',Arial,sans-serif;color:#f8fafc">
    <img src="${dataUrl}" style="width:280px;height:280px;flex:none">
    <div><div style="font-size:96px;font-weight:700;letter-spacing:-2px">JobsZW</div>
    <div style="font-size:44px;line-height:1.25;margin-top:16px;color:#cbd5e1">Jobs in Zimbabwe with a live countdown to every deadline</div>
    <div style="font-size:32px;margin-top:28px;color:#22c55e">Free &middot; No sign-in &middot; Works offline</div></div></body>`)
  const ogImage = path.join(publicDir, 'og-image.png')
  await page.screenshot({ path: ogImage })
  shrink(ogImage)
  console.log('public/og-image.png 1200x630')
} finally {
  await browser.close()
}

function shrink(file: string): void {
  try {
    execFileSync('pngquant', [
      '--force',
      '--skip-if-larger',
      '--strip',
      '--quality',
      '70-95',
      '--speed',
      '1',
      '--output',
      file,
      file,
    ])
    execFileSync('optipng', ['-quiet', '-o7', file])
  } catch (error) {
    // exit status 98/99 is pngquant declining to make a file larger or worse: keep the original
    if (!(
      error instanceof Error &&
      'status' in error &&
      (error.status === 98 || error.status === 99)
    ))
      console.warn(`Could not shrink ${file} (are pngquant and optipng installed?)`)
  }
}
