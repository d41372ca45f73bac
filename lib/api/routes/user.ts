import { newRouter } from '../route';

export const userRoutes = newRouter();
