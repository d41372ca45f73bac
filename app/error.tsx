'use client';

import ScreenError from './[rolePage]/error';

/**
 * Errors thrown by a layout (e.g. the [rolePage] layout reading the profile while the database
 * is away) are caught one level up, here: the same Indonesian screen as inside the role pages.
 */
export default function LayoutError(props: Parameters<typeof ScreenError>[0]) {
  return <ScreenError {...props} />;
}
