import { describe, expect, it } from 'vitest';
import { fullyAdded, nextLineOf, type EditorLine } from './use-line-items';

const line = (productId: string, size: string | null, sizes?: string[]): EditorLine => ({
  productId,
  title: productId,
  unit: 'pcs',
  qty: '1',
  size,
  sizes,
});

describe('the next line of a product in the catalogue', () => {
  it('adds a product without sizes once', () => {
    expect(nextLineOf({ productId: '001' }, [])).toEqual({ size: null });
    expect(nextLineOf({ productId: '001' }, [line('001', null)])).toBeNull();
  });

  it('starts at the default size, then each size no line has yet', () => {
    const brownies = { productId: '021', sizes: ['S', 'M', 'L'], sizeRequired: false, defaultSize: 'M' };
    expect(nextLineOf(brownies, [])).toEqual({ size: 'M', sizes: brownies.sizes });
    expect(nextLineOf(brownies, [line('021', 'M')])).toEqual({ size: 'S', sizes: brownies.sizes });
    expect(nextLineOf(brownies, [line('021', 'M'), line('021', 'S'), line('021', 'L')])).toBeNull();
  });

  it('leaves a required size to be chosen, one open line at a time', () => {
    const tawar = { productId: '013', sizes: ['S', 'L'], sizeRequired: true, defaultSize: null };
    expect(nextLineOf(tawar, [])).toEqual({ size: null, sizes: tawar.sizes });
    expect(nextLineOf(tawar, [line('013', null)])).toBeNull();
    expect(nextLineOf(tawar, [line('013', 'S')])).toEqual({ size: null, sizes: tawar.sizes });
  });

  it('shows a product as added once it has no size left', () => {
    const lines = [line('001', null), line('021', 'S', ['S', 'M']), line('049', 'S', ['S']), line('013', null, ['S'])];
    expect([...fullyAdded(lines)].sort()).toEqual(['001', '013', '049']);
  });
});
