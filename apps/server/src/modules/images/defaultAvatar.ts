/** Shown wherever a user has no picture (or an unknown one is asked for). */
export const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">
<rect width="128" height="128" fill="#dee2e6"/>
<circle cx="64" cy="50" r="24" fill="#868e96"/>
<path d="M20 118c4-26 22-40 44-40s40 14 44 40z" fill="#868e96"/>
</svg>`;
