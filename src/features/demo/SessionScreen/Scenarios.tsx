import { List, Paper, Title } from '@mantine/core';

interface ScenariosProps {
  /** Heading from YAML (`session.scenariosTitle`). */
  title: string;
  /** Things to try saying to the agent, from YAML. */
  scenarios: string[];
}

/** The scenario prompts. */
export function Scenarios({ title, scenarios }: ScenariosProps) {
  if (scenarios.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="scenarios-title">
      <Title order={3} id="scenarios-title" mb="sm">
        {title}
      </Title>
      <List spacing="xs">
        {scenarios.map((scenario) => (
          <List.Item key={scenario}>{scenario}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
