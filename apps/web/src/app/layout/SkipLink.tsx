import classes from './SkipLink.module.css';

/** The id of the page's main region, where 'Skip to content' takes the keyboard. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first tab stop: hidden until focused, it moves focus past the top bar and menu to the page. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skip}
      onClick={(event) => {
        // Focus, not the router's hash navigation: the address stays as it is.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
