/** The top bar's height in px (a hold in force adds a row below it on a phone). */
export const TOP_BAR_HEIGHT = 56;
