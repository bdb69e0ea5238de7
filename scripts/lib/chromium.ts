/**
 * The distribution's Chromium, as every script and bench here starts it (never a downloaded
 * browser). Without the background-networking flags Chromium keeps trying hosts this machine
 * cannot reach; `--no-sandbox` because the machines run as root.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
