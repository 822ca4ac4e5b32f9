import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a card lifted with the keyboard goes on an arrow key: into the middle of the next column
 * that way (left/right on a row of columns, up/down when they are stacked), or nowhere at the end.
 */
export function nextColumnPosition(
  code: string,
  card: Rect,
  columns: readonly Rect[],
): { x: number; y: number } | undefined {
  const middle = (c: Rect) => ({ x: c.left + c.width / 2, y: c.top + c.height / 2 });
  const point = middle(card);
  // Measured from the column the card is over, so a card high in a tall column does not stay in it.
  const current = columns.find(
    (c) =>
      point.x >= c.left && point.x <= c.left + c.width && point.y >= c.top && point.y <= c.top + c.height,
  );
  const centre = current ? middle(current) : point;
  const horizontal = code === KeyboardCode.Right || code === KeyboardCode.Left;
  const forward = code === KeyboardCode.Right || code === KeyboardCode.Down;
  if (!horizontal && code !== KeyboardCode.Down && code !== KeyboardCode.Up) return undefined;
  const axis = horizontal ? 'x' : 'y';
  const candidates = columns
    .filter((c) => {
      const delta = middle(c)[axis] - centre[axis];
      return forward ? delta > 1 : delta < -1;
    })
    .sort((a, b) => Math.abs(middle(a)[axis] - centre[axis]) - Math.abs(middle(b)[axis] - centre[axis]));
  const next = candidates[0];
  if (!next) return undefined;
  const target = middle(next);
  // Just inside the column's top, where even an empty column has room for it.
  return { x: target.x - card.width / 2, y: next.top + 8 };
}

/** The keyboard sensor's coordinates: a column at a time instead of 25 pixels at a time. */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const card = context.collisionRect;
  if (!card) return undefined;
  const columns = [...context.droppableRects.values()];
  const next = nextColumnPosition(event.code, card, columns);
  if (next) event.preventDefault();
  return next;
};
