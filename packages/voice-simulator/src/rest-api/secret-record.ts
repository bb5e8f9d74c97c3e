/** A workspace secret (`ConvAiWorkspaceStoredSecretConfig` without `used_by`, plus its value). */
export interface SimSecret {
  secret_id: string;
  name: string;
  value: string;
}
