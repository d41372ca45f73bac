/** An outlet's form values, apart from its fields (plain, so that API tests can send what the form sends). */

/** The form fields every outlet needs: name, contact, Indonesian address levels, price tier. */
export interface OutletFormValues {
  title: string;
  phoneNumberBranch: string;
  emailBranch: string;
  region: string;
  district: string;
  subdistrict: string;
  village: string;
  address: string;
  postalCode: string;
  branchGroupId: string;
}

export const emptyOutletValues: OutletFormValues = {
  title: '',
  phoneNumberBranch: '',
  emailBranch: '',
  region: '',
  district: '',
  subdistrict: '',
  village: '',
  address: '',
  postalCode: '',
  branchGroupId: '',
};

/** An outlet as the API answers it (the partner's first outlet too), before its contact fields. */
interface SavedOutlet {
  title: string | null;
  region: string | null;
  district: string | null;
  subdistrict: string | null;
  village: string | null;
  address: string | null;
  postalCode: string | null;
  branchGroupId: number | null;
}

/** A saved outlet as this form's text values: what is not filled in shows empty. */
export function outletValuesOf(
  saved: SavedOutlet,
  contact: { phone: string | null; email: string | null },
): OutletFormValues {
  return {
    title: saved.title ?? '',
    phoneNumberBranch: contact.phone ?? '',
    emailBranch: contact.email ?? '',
    region: saved.region ?? '',
    district: saved.district ?? '',
    subdistrict: saved.subdistrict ?? '',
    village: saved.village ?? '',
    address: saved.address ?? '',
    postalCode: saved.postalCode ?? '',
    branchGroupId: saved.branchGroupId ? String(saved.branchGroupId) : '',
  };
}
