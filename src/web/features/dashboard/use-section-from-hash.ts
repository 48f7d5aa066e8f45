import { useEffect } from 'react';

/** On load and on every sidebar sub-link (a hash change), the named card is scrolled to and marked; the code loads only then. */
export function useSectionFromHash(): void {
  useEffect(() => {
    const focusSection = () => {
      if (window.location.hash.length > 1) void import('./section-focus').then((module) => module.focusSectionFromHash());
    };
    focusSection();
    window.addEventListener('hashchange', focusSection);
    return () => window.removeEventListener('hashchange', focusSection);
  }, []);
}
