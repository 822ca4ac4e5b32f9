/** The top bar's height in px: the shell reserves it and notices open below it. */
export const TOP_BAR_HEIGHT = 56;
