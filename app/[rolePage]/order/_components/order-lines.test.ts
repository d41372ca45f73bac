import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n/id';
import {
  deliveryDateProblem,
  linesFromSuggestions,
  linesOfOrder,
  linesToSend,
  orderTotal,
  sizeToSend,
  type FormLine,
} from './order-lines';
import type { OrderDetail, OrderProduct } from './order-types';

const product = (productId: string, price: number, sizes: string[] = [], defaultSize: string | null = null) =>
  ({ productId, title: productId, price, sizes, defaultSize, sizeRequired: false }) as unknown as OrderProduct;
const line = (productId: string, qty: string, size = '', key = productId): FormLine => ({ key, productId, qty, size });

describe('order form rules', () => {
  const bread = product('001', 4000);
  const crocodile = product('049', 50_000, ['S', 'M', 'L'], 'S');

  it('sends only lines with a quantity, in the catalogue order, and totals them', () => {
    const lines = [line('049', '2', 'M'), line('001', ''), line('049', '1', 'L', '049#1')];
    expect(linesToSend(lines, [bread, crocodile]).map(({ line: l }) => l.key)).toEqual(['049', '049#1']);
    expect(orderTotal([...lines, line('001', '3', '', '001#2')], [bread, crocodile])).toBe(3 * 4000 + 3 * 50_000);
  });

  it('counts a decimal as nothing in the total but still sends it, to be refused on its line', () => {
    const lines = [line('001', '2,5')];
    expect(orderTotal(lines, [bread])).toBe(0);
    expect(linesToSend(lines, [bread])).toHaveLength(1);
  });

  it('gives a sized product its default size when none was chosen, and an unsized one none', () => {
    expect(sizeToSend(line('049', '1'), crocodile)).toBe('S');
    expect(sizeToSend(line('049', '1', 'L'), crocodile)).toBe('L');
    expect(sizeToSend(line('001', '1', 'L'), bread)).toBeNull();
  });

  it('keeps two sizes of one product as two lines when an order is edited', () => {
    const order = {
      items: [
        { productId: '049', qty: 2, notes: 'M' },
        { productId: '049', qty: 1, notes: 'L' },
      ],
    } as unknown as OrderDetail;
    expect(linesOfOrder(order).map((l) => [l.key, l.size])).toEqual([
      ['049', 'M'],
      ['049#1', 'L'],
    ]);
  });

  it('says why a delivery date cannot be used: missing, past, past its deadline, closed', () => {
    const tomorrow = '2027-03-10';
    expect(deliveryDateProblem('', '2027-03-11', [], tomorrow)).toBe(t.messages.deliveryDateRequired);
    expect(deliveryDateProblem('2027-03-09', '2027-03-11', [], tomorrow)).toBe(t.order.dateInPast);
    expect(deliveryDateProblem('2027-03-10', '2027-03-11', [], tomorrow)).toBe(t.orderWindow.deadlinePassed);
    expect(deliveryDateProblem('2027-03-12', '2027-03-11', ['2027-03-12'], tomorrow)).toBe(t.order.dateClosed(''));
    expect(deliveryDateProblem('2027-03-13', '2027-03-11', ['2027-03-12'], tomorrow)).toBeNull();
  });

  it('fills the lines from suggestions for products the outlet can order now, a line per size', () => {
    const filled = linesFromSuggestions(
      [
        { productId: '049', size: 'M', qty: 2 },
        { productId: '049', size: 'L', qty: 1 },
        { productId: '999', size: null, qty: 5 },
        { productId: '001', size: null, qty: 11 },
      ],
      [bread, crocodile],
    );
    expect(filled.map((l) => [l.key, l.qty, l.size])).toEqual([
      ['049', '2', 'M'],
      ['049#s1', '1', 'L'],
      ['001', '11', ''],
    ]);
  });
});
