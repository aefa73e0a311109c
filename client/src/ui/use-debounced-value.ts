import { useEffect, useState } from 'react';

/**
 * `value`, but only once it has stopped changing for `delayMs`: lets a search box update on every key
 * while the query it drives runs once the user pauses.
 */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
