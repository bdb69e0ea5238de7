/**
 * The popover API (Chrome 114, Safari 17, Firefox 125): a `popovertarget` button opens its panel
 * with no script at all. Older browsers get the same panel through the app's own state.
 */
export function supportsPopover(): boolean {
  return typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype
}

export function isPopoverOpen(element: HTMLElement): boolean {
  return supportsPopover() && element.matches(':popover-open')
}
