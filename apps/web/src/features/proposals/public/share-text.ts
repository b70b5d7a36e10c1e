/** The text that goes with a shared proposal link where the target takes one. */
export const shareText = (proposal: { name: string; brandName: string }): string =>
  `Olha essa publi da ${proposal.brandName} na Mais Alcance: ${proposal.name}`;
