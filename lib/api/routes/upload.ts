import { newRouter } from '../route';

export const uploadRoutes = newRouter();
