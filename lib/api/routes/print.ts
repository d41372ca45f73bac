import { newRouter } from '../route';

export const printRoutes = newRouter();
