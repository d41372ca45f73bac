import { newRouter } from '../route';

export const deliveryRoutes = newRouter();
