/**
 * Built into the framework's chunk (vite.config.ts), not the app's. React DOM is a CommonJS
 * package: the bundler runs its module code when it is first required, not when the chunk that
 * holds it is evaluated. Required here, it runs with the framework's chunk, in a task before the
 * app's code (lib/page-modules.ts, `runFrameworkFirst`), instead of in the app's.
 */
import 'react-dom/client'
