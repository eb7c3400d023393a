import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { productInputSchema, type Product, type ProductInput } from "@office/shared/points/products.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { NumberField } from "../../../components/ui/number-field";
import { isHttpError } from "../../../lib/http/http-error";
import { useUnsavedChangesGuard } from "../../employees/components/unsaved-changes-guard";
import "../../employees/utils/hungarian-zod";

type Values = {
  name: string;
  description: string;
  pricePoints: number;
  stock: number;
  active: boolean;
  valueHuf: number | null;
};

/** Form values of a product (empty for `/uj-termek`). */
export function toProductValues(p?: Product): Values {
  return {
    name: p?.name ?? "",
    description: p?.description ?? "",
    pricePoints: p?.pricePoints ?? 50,
    stock: p?.stock ?? 10,
    active: p?.active ?? true,
    valueHuf: p?.valueHuf ?? null,
  };
}

/**
 * The product form (hr/companyAdmin): name, description, price in points, stock, HUF value, active;
 * `zodResolver(productInputSchema)`, the server's schema; server field messages under the fields.
 */
export function ProductForm({
  product,
  submitLabel,
  onSubmit,
  onSaved,
}: {
  product?: Product;
  submitLabel: string;
  onSubmit: (input: ProductInput) => Promise<Product>;
  onSaved?: (p: Product) => void;
}) {
  const { t } = useTranslation("rewards");
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Values, unknown, ProductInput>({
    resolver: zodResolver(productInputSchema) as never,
    defaultValues: toProductValues(product),
  });
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const submit = async (input: ProductInput) => {
    try {
      const saved = await onSubmit(input);
      guard.markClean();
      reset(toProductValues(saved));
      onSaved?.(saved);
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors))
        setError(field as keyof Values, { message });
    }
  };
  return (
    <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate data-testid="product-form">
      {guard.dialog}
      <div className="row">
        <div className="col-12">
          <FormField label={t("product.name")} error={errors.name?.message}>
            {(props) => <input {...props} data-testid="product-name" {...register("name")} />}
          </FormField>
        </div>
        <div className="col-12">
          <FormField label={t("product.description")} error={errors.description?.message}>
            {(props) => (
              <textarea {...props} rows={3} data-testid="product-description" {...register("description")} />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-4">
          <FormField label={t("product.pricePoints")} error={errors.pricePoints?.message}>
            {(props) => (
              <Controller
                control={control}
                name={"pricePoints"}
                render={({ field: f }) => (
                  <NumberField
                    {...props}
                    data-testid="product-price"
                    value={f.value}
                    onChange={(v) => f.onChange(v ?? Number.NaN)}
                    onBlur={f.onBlur}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-4">
          <FormField label={t("product.stock")} error={errors.stock?.message}>
            {(props) => (
              <Controller
                control={control}
                name={"stock"}
                render={({ field: f }) => (
                  <NumberField
                    {...props}
                    data-testid="product-stock"
                    value={f.value}
                    onChange={(v) => f.onChange(v ?? Number.NaN)}
                    onBlur={f.onBlur}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-4">
          <FormField
            label={t("product.valueHuf")}
            error={errors.valueHuf?.message}
            hint={t("product.valueHint")}
          >
            {(props) => (
              <Controller
                control={control}
                name={"valueHuf"}
                render={({ field: f }) => (
                  <NumberField
                    {...props}
                    data-testid="product-value"
                    value={f.value}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-12 mb-3">
          <div className="form-check form-switch">
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id="product-active"
              data-testid="product-active"
              {...register("active")}
            />
            <label className="form-check-label" htmlFor="product-active">
              {t("product.active")}
            </label>
          </div>
        </div>
      </div>
      <Button type="submit" disabled={isSubmitting} data-testid="product-submit">
        {submitLabel}
      </Button>
    </form>
  );
}
