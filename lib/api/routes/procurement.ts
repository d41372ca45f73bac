import { newRouter } from '../route';

export const procurementRoutes = newRouter();
