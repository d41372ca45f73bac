import { newRouter } from '../route';

export const stockRoutes = newRouter();
