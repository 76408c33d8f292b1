export { MedicineByDiseasePage as default } from '@/features/catalog/medicine-by-disease-page';
