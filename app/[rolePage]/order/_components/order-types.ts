import type { z } from 'zod';
import type { orderDetail, orderFormOptions, orderListItem, orderProductOption } from '@/lib/api/schemas/order';

export type OrderListItem = z.output<typeof orderListItem>;
export type OrderDetail = z.output<typeof orderDetail>;
export type OrderLine = OrderDetail['items'][number];
export type OrderFormOptions = z.output<typeof orderFormOptions>;
export type OrderProduct = z.output<typeof orderProductOption>;
export type OrderStatusOption = { value: string; label: string };

/** GET /transaction/order/create: the options, plus the order when editing (type=form). */
export interface OrderFormData {
  options: OrderFormOptions;
  order: OrderDetail | null;
}
