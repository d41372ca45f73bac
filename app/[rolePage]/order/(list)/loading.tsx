/** The order, stock and invoice lists share one loading skeleton. */
export { ListSkeleton as default } from '@/components/data-table/list-skeleton';
