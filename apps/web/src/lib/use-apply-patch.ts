import { useCallback } from 'react';
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from 'react-hook-form';

/**
 * A form's `apply(patch)`: sets each field of the patch (a reset rule's output, such as a country
 * change's) and marks it dirty, then calls `onCleared` when `clears(before, patch)` says the patch
 * dropped something the user had chosen (the job form's and the campaign wizard's selections).
 * Pass module-level functions for `clears` and `onCleared` so `apply` keeps its identity.
 */
export function useApplyPatch<T extends FieldValues>(
  getValues: UseFormGetValues<T>,
  setValue: UseFormSetValue<T>,
  clears: (before: T, patch: Partial<T>) => boolean,
  onCleared: () => void,
): (patch: Partial<T>) => void {
  return useCallback(
    (patch: Partial<T>) => {
      const before = getValues();
      for (const [key, value] of Object.entries(patch)) {
        setValue(key as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
      }
      if (clears(before, patch)) onCleared();
    },
    [getValues, setValue, clears, onCleared],
  );
}
