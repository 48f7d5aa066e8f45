// index.html paints the skeleton before any script runs; it is kept here before React replaces it, so
// the loading state stays the same picture (and costs the first page almost no JavaScript).
const skeletonHtml = globalThis.document?.getElementById('page-skeleton')?.outerHTML ?? '';

/** While the session or the page's code loads: the shape of what comes (the shell, or the login card), not a bare "Loading…". */
export function PageSkeleton({ isAuthPage, label }: { isAuthPage: boolean; label: string }) {
  return (
    // pre-hydration.js guessed the shape from the path; a visitor the session shows logged out gets the login card.
    <div role="status" aria-busy="true" data-page-skeleton data-skeleton={isAuthPage ? 'auth' : 'shell'}>
      <span className="sr-only">{label}</span>
      {/* Our own static markup from index.html, never user data. */}
      <div dangerouslySetInnerHTML={{ __html: skeletonHtml }} />
    </div>
  );
}
