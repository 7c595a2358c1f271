import { describe, expect, it } from 'vitest';
import { toolbarFocusTarget } from '../src/components/rich-text-editor/toolbar-keys.ts';

describe('editor toolbar keys (WAI-ARIA toolbar pattern)', () => {
  it('moves with the arrows and wraps around', () => {
    expect(toolbarFocusTarget('ArrowRight', 0, 11, false)).toBe(1);
    expect(toolbarFocusTarget('ArrowRight', 10, 11, false)).toBe(0);
    expect(toolbarFocusTarget('ArrowLeft', 0, 11, false)).toBe(10);
    expect(toolbarFocusTarget('ArrowLeft', 4, 11, false)).toBe(3);
  });

  it('swaps the arrows right to left, where the buttons run from the right', () => {
    expect(toolbarFocusTarget('ArrowLeft', 0, 11, true)).toBe(1);
    expect(toolbarFocusTarget('ArrowRight', 0, 11, true)).toBe(10);
  });

  it('goes to the ends with Home and End, and leaves other keys alone', () => {
    expect(toolbarFocusTarget('Home', 6, 11, false)).toBe(0);
    expect(toolbarFocusTarget('End', 2, 11, true)).toBe(10);
    expect(toolbarFocusTarget('Enter', 2, 11, false)).toBeNull();
    expect(toolbarFocusTarget('ArrowDown', 2, 11, false)).toBeNull();
    expect(toolbarFocusTarget('ArrowRight', 0, 0, false)).toBeNull();
  });
});
