import { useEffect, useRef } from 'react';
import { SERVER_RENDERED_ATTRIBUTE } from '../lib/server-page';

/**
 * Adds `is-visible` the first time the element scrolls into view (the 800 ms CSS reveal runs once). In a page the
 * server rendered, the element was painted already: only one below the fold waits for its scroll-in (styles.css).
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.closest(`[${SERVER_RENDERED_ATTRIBUTE}]`)) {
      // On screen already: it stays shown once the root stops being the server's (the effect runs just before).
      if (element.getBoundingClientRect().top < window.innerHeight) {
        element.classList.add('is-visible');
        return;
      }
      element.classList.add('reveal-pending');
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          element.classList.add('is-visible');
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
