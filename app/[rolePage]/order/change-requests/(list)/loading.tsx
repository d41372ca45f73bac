/** Every list screen shows the same skeleton while the server reads its page (docs/conventions.md). */
export { ListSkeleton as default } from '@/components/data-table/list-skeleton';
