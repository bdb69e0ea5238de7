// Server tests print nothing unexpected: an error logged where none is expected fails the test.
export { takeConsoleErrors } from './console-errors.ts'
