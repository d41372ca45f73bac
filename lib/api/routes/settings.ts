import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { companyBody, companyData } from '../schemas/company';
import { companySettingsOf, updateCompanySettings } from '../services/company';

const tags = ['Pengaturan'];

/** The bakery's identity (issue 12): read by every signed-in user, written by owner and finance. */
export const settingsRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/settings/company',
      tags,
      summary: 'Identitas usaha (nama, alamat, NPWP, rekening, pajak bawaan)',
      description: 'Sebelum disimpan pertama kali, nilainya berasal dari variabel lingkungan (saved: false).',
      responses: okAnswer(companyData, 'Identitas usaha'),
    }),
    async (c) => ok(c, await companySettingsOf(c.var.db)),
  )
  .openapi(
    apiRoute({
      method: 'put',
      path: '/settings/company/update',
      tags,
      summary: 'Ubah identitas usaha',
      request: { body: jsonBody(companyBody) },
      responses: okAnswer(companyData, 'Identitas usaha tersimpan'),
    }),
    async (c) => ok(c, await updateCompanySettings(c.var.db, c.var.actor, c.req.valid('json')), t.company.saved),
  );
