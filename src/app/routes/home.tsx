import { useMemo } from 'react';
import { HomePage } from '../../pages/HomePage';

/** The home page, kept as it is while a navigation starts (see `Root` in root.tsx). */
export default function HomeRoute() {
  return useMemo(() => <HomePage />, []);
}
