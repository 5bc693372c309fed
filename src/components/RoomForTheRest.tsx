/**
 * A screen's height of empty room standing in for the part of a page not drawn yet (see
 * useRestAfterFirstPaint): what is drawn lands where it stays, and the footer does not show in
 * between.
 */
export function RoomForTheRest() {
  return <div style={{ height: '100vh' }} />;
}
