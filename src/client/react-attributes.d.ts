/**
 * HTML attributes React 18 passes through to the DOM as written, but its types do not list:
 * the popover API (`popover` on the panel, `popovertarget` on the button that opens it, lowercase
 * so that React sets the attribute itself) and `inert`, whose empty string is the attribute's
 * "on" (React 18 drops a `true` it does not know to be boolean).
 */
import 'react'

// Merged declarations must repeat React's own type parameter, unused here.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module 'react' {
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual'
    inert?: ''
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string
  }
}
