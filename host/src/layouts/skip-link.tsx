/** The first stop for keyboard users on every layout: straight to the page's main content. */
export function SkipLink() {
  return (
    <a className="sb-skip-link" href="#main-content">
      Skip to content
    </a>
  );
}
