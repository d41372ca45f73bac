import { newRouter } from '../route';

export const supplierRoutes = newRouter();
