import { useEffect, useState } from 'react';
import { INPUT_DEBOUNCE_MS } from '../../domain/constants/limits';

/** The value once the user has stopped typing for the spec's debounce (300 ms). */
export function useDebounced<T>(value: T, delayMs = INPUT_DEBOUNCE_MS): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs]);
  return v;
}
