import { describe, expect, it } from 'vitest'

import { chooseWindow } from './notification-click.ts'

const ORIGIN = 'https://jobszw.co.zw'

describe('chooseWindow', () => {
  it('focuses a window showing the page already, without reloading it', () => {
    const windows = [{ url: `${ORIGIN}/` }, { url: `${ORIGIN}/job/abc123` }]
    expect(chooseWindow(windows, '/job/abc123', ORIGIN)).toEqual({
      window: windows[1],
      navigate: false,
    })
  })

  it('takes another window of the app there, or opens one', () => {
    const windows = [{ url: `${ORIGIN}/saved` }]
    expect(chooseWindow(windows, '/jobs/all?q=driver&location=bulawayo', ORIGIN)).toEqual({
      window: windows[0],
      navigate: true,
    })
    expect(chooseWindow([], '/job/abc123', ORIGIN)).toEqual({ window: null, navigate: false })
  })
})
