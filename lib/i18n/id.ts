import { addressTexts } from './id/address';
import { errorsTexts, formTexts, loginTexts, validationTexts } from './id/core';
import { listTexts } from './id/list';
import { linesTexts } from './id/lines';
import { mitraTexts, outletTexts } from './id/mitra';
import { productTexts } from './id/product';
import { stockTexts } from './id/stock';
import { inventoryTexts } from './id/inventory';
import { productionTexts } from './id/production';
import { productionPlanTexts } from './id/production-plan';
import { recipeTexts } from './id/recipes';
import { creditTexts, receivablesTexts, statementTexts } from './id/receivables';
import { notificationTexts } from './id/notifications';
import { auditTexts } from './id/audit';
import { procurementTexts } from './id/procurement';
import { orderTexts } from './id/order';
import { changeRequestTexts, orderWindowTexts, standingOrderTexts } from './id/order-window';
import { returnTexts } from './id/returns';
import { scheduleTexts } from './id/schedule';
import { deliveryTexts } from './id/delivery';
import { dispatchTexts } from './id/dispatch';
import { exportsTexts } from './id/exports';
import { importTexts } from './id/import';
import { invoiceTexts } from './id/invoice';
import { reportTexts } from './id/report';
import { supplierTexts } from './id/supplier';
import { tierTexts } from './id/tier';
import { companyTexts } from './id/company';
import { uploadTexts } from './id/upload';
import { userTexts } from './id/user';
import {
  appTexts,
  menuTexts,
  screenTexts,
  logoutTexts,
  outletPickerTexts,
  notFoundTexts,
  dialogTexts,
  statusTexts,
} from './id/shell';
import { messageTexts } from './id/messages';
import { profileTexts, setNewPasswordTexts, accountTexts } from './id/profile';
import { homeTexts } from './id/home';
import { limitTexts, apiDocsTexts, healthTexts, opsTexts } from './id/ops';

/**
 * Every text a user sees, in Indonesian. The spec's texts are copied verbatim; keep them so,
 * they are what partners and staff already know. Nothing outside this file spells UI text.
 */
export const t = {
  app: appTexts,
  menu: menuTexts,
  screens: screenTexts,
  login: loginTexts,
  logout: logoutTexts,
  /** Shared form furniture. */
  form: formTexts,
  dialog: dialogTexts,
  outletPicker: outletPickerTexts,
  profile: profileTexts,
  setNewPassword: setNewPasswordTexts,
  home: homeTexts,
  limits: limitTexts,
  notFound: notFoundTexts,
  errors: errorsTexts,
  validation: validationTexts,
  account: accountTexts,
  messages: messageTexts,
  status: statusTexts,
  list: listTexts,
  lines: linesTexts,
  address: addressTexts,
  mitra: mitraTexts,
  outlet: outletTexts,
  product: productTexts,
  stock: stockTexts,
  inventory: inventoryTexts,
  production: productionTexts,
  productionPlan: productionPlanTexts,
  recipe: recipeTexts,
  receivables: receivablesTexts,
  credit: creditTexts,
  statement: statementTexts,
  notification: notificationTexts,
  audit: auditTexts,
  procurement: procurementTexts,
  order: orderTexts,
  orderWindow: orderWindowTexts,
  changeRequest: changeRequestTexts,
  standingOrder: standingOrderTexts,
  returns: returnTexts,
  schedule: scheduleTexts,
  delivery: deliveryTexts,
  company: companyTexts,
  dispatch: dispatchTexts,
  exports: exportsTexts,
  import: importTexts,
  invoice: invoiceTexts,
  report: reportTexts,
  supplier: supplierTexts,
  tier: tierTexts,
  user: userTexts,
  upload: uploadTexts,
  apiDocs: apiDocsTexts,
  health: healthTexts,
  ops: opsTexts,
} as const;

export type Texts = typeof t;
