// The settings shell's numbers (product spec section 9), in one place. The CSS reads them as custom
// properties set from here, so changing one here changes the page.

/** Height of the horizontal tab bar. */
export const TAB_BAR_HEIGHT_PX = 48;
/** Space between two tabs of the bar. */
export const TAB_GAP_PX = 24;
/** How long the active tab's underline takes to slide to a newly active tab. */
export const TAB_INDICATOR_SLIDE_MS = 300;
/** How long the side navigation's indicator takes to move to a newly active item (0.2 s). */
export const SIDE_NAV_INDICATOR_SLIDE_MS = 200;
