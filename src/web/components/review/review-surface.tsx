import { Fragment } from 'react';
import { ConflictView, type ConflictFields } from '../conflict-view';
import { ReviewRow } from './review-row';
import { splitKey, type ReviewRow as Row } from './review-rows';
import type { ReviewState } from './use-save-selected';

export interface ReviewSurfaceProps {
  rows: Row[];
  review: ReviewState;
  /** While proposals are still arriving nothing can be chosen yet. */
  isDisabled?: boolean;
}

/** The conflict view's names and formats of a record's fields, from its rows. */
function conflictFieldsOf(rows: Row[], record: string): ConflictFields {
  return Object.fromEntries(
    rows.flatMap((row) => {
      const { record: rowRecord, field } = splitKey(row.key);
      return rowRecord === record
        ? [[field, { label: row.label, format: row.kind === 'choice' || row.kind === 'list' ? row.format : undefined }]]
        : [];
    }),
  );
}

/**
 * The review surface of DESIGN §11: one row per proposed field with its checkbox; a record that
 * answered 412 shows the §9 conflict view above its rows, in place of the rows both people changed.
 * The "Save selected" button belongs to the caller's footer (`review.saveSelected`).
 */
export function ReviewSurface({ rows, review, isDisabled = false }: ReviewSurfaceProps) {
  const shownConflicts = new Set<string>();
  return (
    <ul className="space-y-3" data-review-surface>
      {review.pending.map((row) => {
        const { record, field } = splitKey(row.key);
        const conflict = review.conflictOf(record);
        const isFirstOfRecord = conflict !== null && !shownConflicts.has(record);
        if (isFirstOfRecord) shownConflicts.add(record);
        const isInConflict = conflict?.rows.some((conflictRow) => conflictRow.field === field) ?? false;
        return (
          <Fragment key={row.key}>
            {isFirstOfRecord && (
              <li data-review-conflict={record}>
                <ConflictView
                  conflict={conflict}
                  fields={conflictFieldsOf(rows, record)}
                  onChoose={(conflictField, choice) => review.choose(record, conflictField, choice)}
                  onChooseAll={(choice) => conflict.rows.forEach((conflictRow) => review.choose(record, conflictRow.field, choice))}
                />
              </li>
            )}
            {!isInConflict && (
              <ReviewRow
                row={row}
                current={review.currentOf(row)}
                isChecked={review.isChecked(row)}
                isDisabled={isDisabled || review.isSaving}
                onToggle={(isOn) => review.toggle(row.key, isOn)}
              />
            )}
          </Fragment>
        );
      })}
    </ul>
  );
}
