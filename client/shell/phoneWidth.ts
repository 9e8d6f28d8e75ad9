/** Viewports up to 767 px wide are phones: the shell's CSS (shell.css) switches its layout at the same width. */
export const PHONE_WIDTH = '(max-width: 767px)';
