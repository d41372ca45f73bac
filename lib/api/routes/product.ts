import { newRouter } from '../route';

export const productRoutes = newRouter();
