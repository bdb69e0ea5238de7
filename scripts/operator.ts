/**
 * npm run operator -- add EMAIL | list | remove EMAIL: the accounts that sign in to the operator
 * console. `add` asks for the password (twice, unseen, on a terminal; the first line of standard
 * input when piped), checks it against the password policy, hashes it here and stores the hash;
 * adding an existing operator resets their password and ends their sessions. Every change is in
 * the audit log as done by 'command line'.
 *
 * With the embedded database, only one process may open it: while the web server runs, the
 * command goes through the server's control socket (operator.sock in DATA_DIR) instead.
 *
 * Exit codes: 0 done, 1 refused or failed, 2 wrong usage.
 */
import { openDb } from '../src/server/db/open-db.ts'
import { EnvError, loadEnv, type Env } from '../src/server/env.ts'
import { StartupError } from '../src/server/startup-error.ts'
import {
  canReachControlSocket,
  controlSocketPath,
  sendToControlSocket,
} from '../src/server/trust/operators/control-socket.ts'
import {
  parseOperatorEmail,
  runOperatorCommand,
  type OperatorAnswer,
  type OperatorRequest,
} from '../src/server/trust/operators/operator-commands.ts'
import { hashPassword, passwordCost } from '../src/server/trust/operators/password-hash.ts'
import { checkNewPassword } from '../src/server/trust/operators/password-policy.ts'
import { printLine } from './lib/terminal-text.ts'

const USAGE = `Usage:
  npm run operator -- add EMAIL      add an operator, or reset their password (read from standard input)
  npm run operator -- list           list operators with their open sessions
  npm run operator -- remove EMAIL   remove an operator`

/** A message for the person at the terminal, and the exit code that goes with it. */
class Stop extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 | 130,
  ) {
    super(message)
  }
}

const usage = (problem: string) => new Stop(`${problem}\n\n${USAGE}`, 2)

/** The longest line read from a pipe: a password is at most 1,024 characters. */
const MAX_PIPED_BYTES = 64 * 1024

/** The first line of piped standard input, without its line ending. */
async function readFirstLine(): Promise<string> {
  let text = ''
  for await (const chunk of process.stdin) {
    text += String(chunk)
    if (text.includes('\n') || text.length > MAX_PIPED_BYTES) break
  }
  const newline = text.indexOf('\n')
  return (newline === -1 ? text : text.slice(0, newline)).replace(/\r$/, '')
}

/** What keys such as the arrows send: ESC [ parameters final-byte, ESC O x, or ESC x. */
// eslint-disable-next-line no-control-regex -- matching the escape character is the point
const ESCAPE_SEQUENCE = /\u001b(?:\[[0-?]*[ -/]*[@-~]|O.|.)?/g

/**
 * Reads a line from the terminal without showing it. Raw mode hands over every key: Enter ends,
 * Backspace takes back a character, Ctrl-U the whole line, Ctrl-C and Ctrl-D give up; other
 * control keys and escape sequences (arrows) are ignored.
 */
function readHidden(prompt: string): Promise<string> {
  const input = process.stdin
  process.stderr.write(prompt)
  input.setRawMode(true)
  input.setEncoding('utf8')
  input.resume()
  return new Promise((resolve, reject) => {
    let value: string[] = []
    const done = () => {
      input.off('data', onKeys)
      input.setRawMode(false)
      input.pause()
      process.stderr.write('\n')
    }
    const onKeys = (keys: string) => {
      for (const key of keys.replace(ESCAPE_SEQUENCE, '')) {
        if (key === '\r' || key === '\n') {
          done()
          resolve(value.join(''))
          return
        }
        if (key === '\u0003' || key === '\u0004') {
          done()
          reject(new Stop('Cancelled.', 130))
          return
        }
        if (key === '\u007f' || key === '\b') value = value.slice(0, -1)
        else if (key === '\u0015') value = []
        else if (key >= ' ') value.push(key)
      }
    }
    input.on('data', onKeys)
  })
}

async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const password = await readFirstLine()
    if (password === '')
      throw new Stop('No password: give it on the first line of standard input.', 2)
    return password
  }
  const password = await readHidden('Password: ')
  if ((await readHidden('Again: ')) !== password)
    throw new Stop('The two passwords differ; nothing was changed.', 1)
  return password
}

/** Where the command is run: on the database, or by the server that holds it. */
interface Target {
  throughServer: boolean
  run(request: OperatorRequest): Promise<OperatorAnswer>
  close(): Promise<void>
}

async function openTarget(env: Env): Promise<Target> {
  const socketPath = controlSocketPath(env.dataDir)
  if (!env.databaseUrl && (await canReachControlSocket(socketPath)))
    return {
      throughServer: true,
      run: (request) => sendToControlSocket(socketPath, request),
      close: async () => {},
    }
  let db
  try {
    db = await openDb({
      databaseUrl: env.databaseUrl,
      dataDir: env.dataDir,
      timeoutMs: env.databaseTimeoutMs,
    })
  } catch (error) {
    if (error instanceof StartupError) throw new Stop(error.message, 1)
    throw error
  }
  const opened = db
  return {
    throughServer: false,
    run: (request) => runOperatorCommand(opened, request, Date.now()),
    close: () => opened.close(),
  }
}

function emailArgument(args: string[]): string {
  const [raw, ...extra] = args
  if (raw === undefined) throw usage('Which operator? Give their email address.')
  if (extra.length > 0) throw usage(`Unexpected arguments: ${extra.join(' ')}`)
  const email = parseOperatorEmail(raw)
  if (!email) throw usage(`"${raw}" is not an email address.`)
  return email
}

/** The request the arguments ask for; for add, after the password was read and hashed. */
async function requestFrom(args: string[], env: Env): Promise<OperatorRequest> {
  const [command, ...rest] = args
  switch (command) {
    case 'add': {
      const email = emailArgument(rest)
      const password = await readNewPassword()
      const problem = checkNewPassword(password, email)
      if (problem) throw new Stop(`${problem}\nNothing was changed.`, 1)
      const passwordHash = await hashPassword(password, passwordCost(env.operatorPasswordCostLn))
      return { op: 'add', email, passwordHash }
    }
    case 'list':
      if (rest.length > 0) throw usage(`Unexpected arguments: ${rest.join(' ')}`)
      return { op: 'list' }
    case 'remove':
      return { op: 'remove', email: emailArgument(rest) }
    case undefined:
      throw usage('Say what to do.')
    default:
      throw usage(`Unknown command "${command}".`)
  }
}

const day = (iso: string) => iso.replace('T', ' ').replace(/:\d\dZ$/, ' UTC')

function report(request: OperatorRequest, answer: OperatorAnswer, via: string): void {
  if (!answer.ok) throw new Stop(answer.error, 1)
  switch (answer.op) {
    case 'add':
      if (request.op === 'add')
        console.log(
          answer.created
            ? `Added operator ${request.email}${via}`
            : `Reset the password of ${request.email} (their sessions were ended)${via}`,
        )
      return
    case 'remove':
      if (request.op !== 'remove') return
      if (!answer.removed) throw new Stop(`There is no operator ${request.email}.${via}`, 1)
      console.log(`Removed operator ${request.email} (their sessions were ended)${via}`)
      return
    case 'list':
      if (answer.operators.length === 0) {
        console.log(`No operators yet. Add one with: npm run operator -- add EMAIL${via}`)
        return
      }
      console.log(`${answer.operators.length} operator(s)${via}:`)
      // Addresses are read from the database: printed escaped, whatever was stored.
      for (const operator of answer.operators)
        printLine(
          `  ${operator.email}  created ${day(operator.created_at)}, ` +
            `password set ${day(operator.updated_at)}, ${operator.sessions} open session(s)`,
        )
  }
}

async function main(args: string[]): Promise<void> {
  let env: Env
  try {
    env = loadEnv()
  } catch (error) {
    if (error instanceof EnvError) throw new Stop(`Configuration error: ${error.message}`, 1)
    throw error
  }
  const request = await requestFrom(args, env)
  const target = await openTarget(env)
  try {
    const answer = await target.run(request)
    report(request, answer, target.throughServer ? ' (through the running server)' : '')
  } finally {
    await target.close()
  }
}

try {
  await main(process.argv.slice(2))
} catch (error) {
  if (error instanceof Stop) {
    console.error(error.message)
    process.exitCode = error.exitCode
  } else {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  }
}
