import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The dotted paths of the fields holding an error ("emails.0.value"). */
function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]: [string, unknown]) => {
    if (key === 'root' || key === 'ref' || typeof value !== 'object' || value === null) return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const isLeaf = 'message' in value || 'type' in value;
    return isLeaf ? [path] : errorPaths(value, path);
  });
}

/** Whether `element` is laid out, not hidden (another tab), and inside the visible part of every area that scrolls it. */
function isInView(element: Element): boolean {
  if (!element.checkVisibility({ visibilityProperty: true })) return false;
  const rect = element.getBoundingClientRect();
  if (rect.bottom <= 0 || rect.top >= window.innerHeight) return false;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (parent.scrollHeight <= parent.clientHeight || getComputedStyle(parent).overflowY === 'visible') continue;
    const area = parent.getBoundingClientRect();
    if (rect.bottom <= area.top || rect.top >= area.bottom) return false;
  }
  return true;
}

/**
 * True when the form's first invalid field (in page order) is on screen, where its inline error
 * speaks for itself and react-hook-form focuses it: a generic toast would only repeat it. A field
 * off-screen or on another tab still needs the toast.
 */
export function isFirstErrorInView<Values extends FieldValues>(form: HTMLFormElement | null, errors: FieldErrors<Values>): boolean {
  if (!form) return false;
  const fields = errorPaths(errors)
    .map((path) => form.querySelector(`[name="${CSS.escape(path)}"], [data-editor-field="${CSS.escape(path)}"]`))
    .filter((field): field is Element => field !== null);
  if (fields.length === 0) return false;
  const first = fields.reduce((earliest, field) =>
    field.compareDocumentPosition(earliest) & Node.DOCUMENT_POSITION_FOLLOWING ? field : earliest,
  );
  return isInView(first);
}
