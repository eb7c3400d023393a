/**
 * SPEC §9 UI kit defaults. They are Bootstrap's own values (DESIGN §2); app.css sets the matching CSS
 * variables (`--office-modal-duration`, `--office-collapse-duration`, tooltip/popover max width).
 */
export const UI_KIT = {
  /** Modal show/hide animation, ms. */
  modalAnimationMs: 400,
  /** Collapse (accordion) animation, ms. */
  collapseAnimationMs: 300,
  /** Tooltip max width, px. */
  tooltipMaxWidthPx: 276,
  /** Popover max width, px. */
  popoverMaxWidthPx: 276,
} as const;

/** SPEC §9 / Bootstrap 5 breakpoints (min widths, px). */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
