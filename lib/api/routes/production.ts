import { newRouter } from '../route';

export const productionRoutes = newRouter();
